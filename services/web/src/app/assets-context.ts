import { createContext } from 'react';

/** The built files a server-rendered document must reference: stylesheets and JS modules to preload. */
export type TDocumentAssets = { styles: string[]; modulePreloads: string[] };

/** Given by the server renderer; empty in the browser (the document already references them). */
export const AssetsContext = createContext<TDocumentAssets>({ styles: [], modulePreloads: [] });
