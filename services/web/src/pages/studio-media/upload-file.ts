import type { TLocale } from '@firm/shared/i18n/locale';
import { t } from '@firm/shared/i18n/messages';
import { STUDIO_ROUTES } from '@firm/shared/routes/studio-paths';
import type { TStudioMediaItem } from '@firm/shared/studio/studio-media';
import { StaffApiError, withLang } from '../../features/staff/api/staff-api';

/**
 * Uploads one file to the media library (multipart, field `file`, the anti-forgery token in its
 * header) with XMLHttpRequest, whose upload reports its progress (fetch does not). Resolves with the
 * stored file; rejects with the server's message in the member's language.
 * @param onProgress - the share of the bytes sent, 0 to 1
 */
export function uploadFile(
  file: File,
  options: { locale: TLocale; csrfToken: string; onProgress: (sent: number) => void },
): Promise<TStudioMediaItem> {
  const { locale } = options;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', withLang(STUDIO_ROUTES.media, locale));
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('x-csrf-token', options.csrfToken);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = xhr.response as (TStudioMediaItem & { message?: string }) | null;
      if (xhr.status === 201 && body) return resolve(body);
      // the session ended meanwhile: the next page load goes through sign-in
      if (xhr.status === 401) window.location.reload();
      reject(new StaffApiError(body?.message ?? t(locale, 'submit.networkError'), xhr.status));
    };
    xhr.onerror = () => reject(new StaffApiError(t(locale, 'submit.networkError'), 0));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
