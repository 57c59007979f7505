// The scheme moved to the server kit so content-api checks the studio's posts with the same tokens.
export {
  createCsrf,
  CSRF_COOKIE,
  CSRF_HEADER,
  ownOrigin,
  SECURE_PREFIX,
  SESSION_COOKIE,
  type TCsrf,
  type TCsrfOptions,
} from '@firm/shared/server/csrf';
