import { createContext } from 'react';
import type { TFormPostResult } from '../utils/form-post-result';

/**
 * The answer to the form posted without JavaScript that this page render shows (null on every other
 * render). The app provides it from the page route's loader data, so the page's forms and the footer
 * form (which renders outside the page route) read the same answer with a plain `useContext`.
 */
export const FormPostContext = createContext<TFormPostResult | null>(null);
