import { renderToString } from 'react-dom/server';
import { routeStateOfUrl } from './route-state.test-data';
import type { TRouteState, TRouteView } from './site-router';
import {
  NavLink,
  Outlet,
  RouteStateProvider,
  RouteTree,
  isActivePath,
  isRouteErrorResponse,
  useLoaderData,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from './site-router';

function Root() {
  const data = useLoaderData() as { title: string };
  return (
    <div data-root={data.title}>
      <Outlet />
    </div>
  );
}
function RootError() {
  return <p>{`root failed: ${(useRouteError() as Error).message}`}</p>;
}
function Page() {
  const root = useRouteLoaderData('root') as { title: string };
  const { pathname, search } = useLocation();
  return <main>{`${root.title} ${String(useLoaderData())} ${pathname}${search}`}</main>;
}
function PageError() {
  const error = useRouteError();
  return <main>{`status ${isRouteErrorResponse(error) ? error.status : 'none'}`}</main>;
}

const views: TRouteView[] = [
  {
    id: 'root',
    Component: Root,
    ErrorBoundary: RootError,
    children: [{ id: 'page', Component: Page, ErrorBoundary: PageError }],
  },
];

function state(partial: Partial<TRouteState>): TRouteState {
  return { ...routeStateOfUrl('/en/blog?page=2'), ...partial };
}

describe('RouteTree', () => {
  it('When both loaders have data, then the page renders inside the document with its data, the root data and the location', () => {
    const html = renderToString(
      <RouteTree
        routes={views}
        state={state({ loaderData: { root: { title: 'Firm' }, page: 'article' } })}
      />,
    );
    expect(html).toBe('<div data-root="Firm"><main>Firm article /en/blog?page=2</main></div>');
  });

  it("When the page's loader failed, then the page's error boundary renders inside the document with the error", () => {
    const notFound = { status: 404, statusText: 'Not Found', internal: false, data: null };
    const html = renderToString(
      <RouteTree
        routes={views}
        state={state({ loaderData: { root: { title: 'Firm' } }, errors: { page: notFound } })}
      />,
    );
    expect(html).toBe('<div data-root="Firm"><main>status 404</main></div>');
  });

  it("When the document's loader failed, then only the document's error boundary renders", () => {
    const html = renderToString(
      <RouteTree routes={views} state={state({ errors: { root: new Error('down') } })} />,
    );
    expect(html).toBe('<p>root failed: down</p>');
  });
});

describe('NavLink and isActivePath', () => {
  function link(url: string, to: string, end?: boolean) {
    return renderToString(
      <RouteStateProvider state={routeStateOfUrl(url)}>
        <NavLink to={to} end={end} className="item">
          x
        </NavLink>
      </RouteStateProvider>,
    );
  }

  it('When the link leads to the current page, then it says so (aria-current, class active); elsewhere it does not', () => {
    expect(link('/en/contact', '/en/contact', true)).toBe(
      '<a href="/en/contact" aria-current="page" class="item active">x</a>',
    );
    expect(link('/en/sitemap', '/en/contact', true)).toBe(
      '<a href="/en/contact" class="item">x</a>',
    );
  });

  it('When end is set, then a parent path is not active; without it, it is', () => {
    expect(isActivePath('/en/blog/post', '/en/blog', true)).toBe(false);
    expect(isActivePath('/en/blog/post', '/en/blog', false)).toBe(true);
    expect(isActivePath('/en/blogger', '/en/blog', false)).toBe(false);
  });

  it('When paths differ in case, a trailing slash, or the link has a query or fragment, then they still match', () => {
    expect(isActivePath('/EN/Contact/', '/en/contact', true)).toBe(true);
    expect(isActivePath('/en/contact', '/en/contact/#form', true)).toBe(true);
    expect(isActivePath('/', '/?x=1', true)).toBe(true);
    expect(isActivePath('/en', '/', true)).toBe(false);
  });
});

describe('isRouteErrorResponse', () => {
  it('When an object has the shape react-router gives error responses, then it is one; an Error or null is not', () => {
    expect(
      isRouteErrorResponse({ status: 503, statusText: '', internal: false, data: undefined }),
    ).toBe(true);
    expect(isRouteErrorResponse(new Error('x'))).toBe(false);
    expect(isRouteErrorResponse(null)).toBe(false);
    expect(isRouteErrorResponse({ status: 404 })).toBe(false);
  });
});
