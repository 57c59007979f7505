import { createContext } from 'react';
import type { TSiteConfig } from '@firm/shared/content/site-config';

/**
 * The firm's facts for parts of the frame that are not handed them as props (a form's message that offers
 * the phone and WhatsApp); the app shell provides it. Null when unknown.
 */
export const SiteConfigContext = createContext<TSiteConfig | null>(null);
