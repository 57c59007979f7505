import type { LoaderFunctionArgs } from 'react-router-dom';
import type { TServerContext, TShellData } from './app-context';

/** The shell data, which the edge hands over with the request (it is in the HTML and the hydration data). */
export function rootLoader({ context }: LoaderFunctionArgs): TShellData {
  const server = context as TServerContext | undefined;
  if (!server?.shell) throw new Error('The edge renders every page with its shell data');
  return server.shell;
}
