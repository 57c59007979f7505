import type { AnchorHTMLAttributes, ComponentType, ReactNode } from 'react';
import { Component, createContext, use } from 'react';

/**
 * The router the page components see, on the server and in the browser alike. The site is made of
 * server-rendered pages: every link is a plain `<a>` and every navigation loads the next page from the
 * edge (whose page cache answers it), as the original site did. react-router stays on the server, where its
 * static handler runs the loaders and decides redirects and statuses (`app/entry-server.tsx`); its result
 * (the loader data and errors of the two routes) is rendered by {@link RouteTree} here, and the browser
 * hydrates the same tree from the page's data block without downloading react-router (about 30 kB
 * gzipped, issue 17's JavaScript budget). The hooks keep react-router's names and meaning.
 */

/** Where the document is: the path, the query (`?…` or '') and the fragment (`#…` or ''). */
export type TSiteLocation = { pathname: string; search: string; hash: string };

/** What a document was rendered from: its location and each route's loader data or error. */
export type TRouteState = {
  location: TSiteLocation;
  loaderData: Record<string, unknown>;
  /** The error of the route whose error boundary renders (react-router's `errors`), if any. */
  errors: Record<string, unknown> | null;
};

/** One level of the route tree: the component, and the one that renders in its place on an error. */
export type TRouteView = {
  id: string;
  Component: ComponentType;
  ErrorBoundary: ComponentType;
  children?: TRouteView[];
};

/** A route's error response as react-router makes it (`data(…, { status })` thrown by a loader). */
export type TRouteErrorResponse = {
  status: number;
  statusText: string;
  data: unknown;
  internal: boolean;
};

type TRouteContext = { id: string; outlet: ReactNode; error: unknown };

const StateContext = createContext<TRouteState | null>(null);
const RouteContext = createContext<TRouteContext | null>(null);

function useRouteState(): TRouteState {
  const state = use(StateContext);
  if (!state) throw new Error('A router hook was used outside <RouteStateProvider>');
  return state;
}

/** Gives the hooks a route state; {@link RouteTree} renders inside one. */
export function RouteStateProvider({
  state,
  children,
}: {
  state: TRouteState;
  children: ReactNode;
}) {
  return <StateContext value={state}>{children}</StateContext>;
}

/** Whether an error is a route error response (a loader threw `data(…, { status })`), as react-router says it. */
export function isRouteErrorResponse(error: unknown): error is TRouteErrorResponse {
  if (error === null || typeof error !== 'object') return false;
  const value = error as Partial<TRouteErrorResponse>;
  return (
    typeof value.status === 'number' &&
    typeof value.statusText === 'string' &&
    typeof value.internal === 'boolean' &&
    'data' in value
  );
}

/** The document's location. */
export function useLocation(): TSiteLocation {
  return useRouteState().location;
}

/** The loader data of the route that renders this component. */
export function useLoaderData(): unknown {
  const route = use(RouteContext);
  const state = useRouteState();
  return route ? state.loaderData[route.id] : undefined;
}

/** The loader data of a route by id (undefined when it has none, e.g. its loader threw). */
export function useRouteLoaderData(id: string): unknown {
  return useRouteState().loaderData[id];
}

/** The error an error boundary renders. */
export function useRouteError(): unknown {
  return use(RouteContext)?.error;
}

/** Where the child route renders. */
export function Outlet() {
  return use(RouteContext)?.outlet ?? null;
}

/** Goes to another page (a page load); `replace` keeps the history entry count as it is. */
export type TNavigate = (to: string, options?: { replace?: boolean }) => void;

/** Navigation from code (after a form is sent, for example): the browser loads the page. */
export function useNavigate(): TNavigate {
  return (to, options) => {
    if (options?.replace) window.location.replace(to);
    else window.location.assign(to);
  };
}

/** Props of {@link Link}. */
export type TLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/** A link inside the site. */
export function Link({ to, children, ...anchor }: TLinkProps) {
  return (
    <a href={to} {...anchor}>
      {children}
    </a>
  );
}

/** Props of {@link NavLink}. */
export type TNavLinkProps = TLinkProps & {
  /** Active only on the exact path, not below it. */
  end?: boolean;
};

function pathOf(to: string): string {
  const cut = to.search(/[?#]/);
  return cut < 0 ? to : to.slice(0, cut);
}

/** Whether a link's path is the document's (or, without `end`, one of its parents), case-insensitively. */
export function isActivePath(locationPath: string, to: string, end: boolean): boolean {
  const current = locationPath.toLowerCase();
  let target = pathOf(to).toLowerCase();
  if (target.length > 1 && target.endsWith('/')) target = target.slice(0, -1);
  if (current === target || current === `${target}/`) return true;
  if (end) return false;
  return target === '/' || current.startsWith(`${target}/`);
}

/**
 * A menu link: `aria-current="page"` and the class `active` on the page it leads to (react-router's
 * NavLink with a string class name).
 */
export function NavLink({ to, end = false, className, children, ...anchor }: TNavLinkProps) {
  const active = isActivePath(useLocation().pathname, to, end);
  const classes = [className, active ? 'active' : null].filter(Boolean).join(' ');
  return (
    <a
      href={to}
      aria-current={active ? 'page' : undefined}
      className={classes || undefined}
      {...anchor}
    >
      {children}
    </a>
  );
}

type TBoundaryProps = { route: TRouteView; outlet: ReactNode; error: unknown };

/**
 * One route: its component with the child route as outlet, or its error boundary when its loader failed
 * (server) or its component throws while the browser renders it (React reports that error itself).
 */
class RouteBoundary extends Component<TBoundaryProps, { thrown: unknown }> {
  override state = { thrown: undefined as unknown };

  static getDerivedStateFromError(thrown: unknown) {
    return { thrown: thrown ?? new Error('Unknown render error') };
  }

  override render() {
    const { route, outlet, error } = this.props;
    const failure = this.state.thrown ?? error;
    const failed = failure !== undefined;
    const View = failed ? route.ErrorBoundary : route.Component;
    return (
      <RouteContext value={{ id: route.id, outlet: failed ? null : outlet, error: failure }}>
        <View />
      </RouteContext>
    );
  }
}

function renderLevel(routes: TRouteView[] | undefined, errors: TRouteState['errors']): ReactNode {
  // Each level has one route: the site's table is the document and the page (`app/routes.tsx`).
  const route = routes?.[0];
  if (!route) return null;
  const error = errors?.[route.id];
  const outlet = error === undefined ? renderLevel(route.children, errors) : null;
  return <RouteBoundary route={route} outlet={outlet} error={error} />;
}

/** Renders the route tree for a state: what react-router's providers did, for a two-level table. */
export function RouteTree({ routes, state }: { routes: TRouteView[]; state: TRouteState }) {
  return <RouteStateProvider state={state}>{renderLevel(routes, state.errors)}</RouteStateProvider>;
}
