import { createContext } from 'react';

/** The built files a server-rendered document must reference: stylesheets and JS modules to preload. */
export type TDocumentAssets = { styles: string[]; modulePreloads: string[] };

/** What the browser gives: the document already references its files. */
export const NO_ASSETS: TDocumentAssets = { styles: [], modulePreloads: [] };

/**
 * Given by the server renderer; empty in the browser. Both sides wrap the tree in it, so the tree React
 * hydrates has the server's shape (ids from `useId` depend on it).
 */
export const AssetsContext = createContext<TDocumentAssets>(NO_ASSETS);
