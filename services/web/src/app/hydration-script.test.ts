import { createStaticHandler } from 'react-router-dom';
import { BOOT_SCRIPT } from '../edge/boot-script';
import type { TRouteState } from '../lib/site-router';
import { isRouteErrorResponse } from '../lib/site-router';
import { notFound } from '../lib/http-status';
import { BOOT_DATA_ID } from './boot-data';
import { bootDataBlock, hydrationDataBlock, readRouteState } from './hydration-script';

function contextWith(partial: Partial<TRouteState>): Pick<TRouteState, 'loaderData' | 'errors'> {
  return { loaderData: {}, errors: null, ...partial };
}

/** The route state the browser reads back from a data block, at a given address. */
function readBack(block: string, href: string): TRouteState {
  const text = /^<script[^>]*>([\s\S]*)<\/script>$/.exec(block)?.[1] ?? '';
  const doc = { getElementById: () => ({ textContent: text }) } as unknown as Document;
  return readRouteState(doc, new URL(href) as unknown as Location);
}

/** The text between the data block's tags, as the browser hands it to `JSON.parse`. */
function textOf(block: string): string {
  return (
    /^<script type="application\/json" id="[\w-]+">([\s\S]*)<\/script>$/.exec(block)?.[1] ?? ''
  );
}

function parsed(block: string): {
  loaderData: Record<string, unknown>;
  errors: Record<string, unknown> | null;
} {
  return JSON.parse(textOf(block)) as {
    loaderData: Record<string, unknown>;
    errors: Record<string, unknown> | null;
  };
}

describe('hydrationDataBlock', () => {
  it('When loader data holds HTML that closes a script, then the data block cannot be closed early', () => {
    const block = hydrationDataBlock(
      contextWith({ loaderData: { page: { body: '</script><script>alert(1)</script>&' } } }),
    );
    expect(textOf(block)).not.toContain('<');
    expect(block.match(/<\/script/g)).toHaveLength(1);
    expect(parsed(block).loaderData).toEqual({
      page: { body: '</script><script>alert(1)</script>&' },
    });
  });

  it('When a loader threw a 404 response, then the error is marked as a route error response for the browser router', () => {
    const notFound = {
      status: 404,
      statusText: 'Not Found',
      internal: false,
      data: { reason: 'not-found' },
    };
    const block = hydrationDataBlock(contextWith({ errors: { page: notFound } }));
    expect(parsed(block).errors).toEqual({ page: { ...notFound, __type: 'RouteErrorResponse' } });
  });

  it('When a loader threw an Error, then only its message is sent to the browser', () => {
    const block = hydrationDataBlock(contextWith({ errors: { page: new Error('boom') } }));
    expect(parsed(block).errors).toEqual({ page: { message: 'boom', __type: 'Error' } });
  });
});

describe('readRouteState', () => {
  it('When the server rendered a page, then the browser reads the same loader data and its own address', () => {
    const state = readBack(
      hydrationDataBlock(contextWith({ loaderData: { root: { year: 2026 }, page: { n: 1 } } })),
      'http://x.test/en/blog?page=2#posts',
    );
    expect(state).toEqual({
      location: { pathname: '/en/blog', search: '?page=2', hash: '#posts' },
      loaderData: { root: { year: 2026 }, page: { n: 1 } },
      errors: null,
    });
  });

  it("When a page loader throws the site's notFound through react-router's static handler, then the page route holds the 404 and the browser gets a route error response with the same status and data", async () => {
    // the server table's shape (app/server-routes.ts; its page registry needs Vite to load)
    const shell = { origin: 'http://x.test' };
    const handler = createStaticHandler([
      {
        id: 'root',
        loader: () => shell,
        hasErrorBoundary: true,
        children: [{ id: 'page', path: '*', loader: notFound, hasErrorBoundary: true }],
      },
    ]);
    const result = await handler.query(new Request('http://x.test/nowhere'));
    if (result instanceof Response) throw new Error('no redirect expected');
    expect(result.statusCode).toBe(404);
    expect(result.loaderData['root']).toBe(shell);
    const server = result.errors?.['page'];
    expect(isRouteErrorResponse(server)).toBe(true);
    const browser = readBack(hydrationDataBlock(result), 'http://x.test/nowhere').errors?.['page'];
    expect(isRouteErrorResponse(browser)).toBe(true);
    expect(browser).toMatchObject({ status: 404, data: { reason: 'not-found' } });
  });

  it('When a loader threw an Error, then the browser gets an Error with the message only', () => {
    const state = readBack(
      hydrationDataBlock(contextWith({ errors: { page: new Error('boom') } })),
      'http://x.test/',
    );
    expect(state.errors?.['page']).toBeInstanceOf(Error);
    expect((state.errors?.['page'] as Error).message).toBe('boom');
  });
});

describe('BOOT_SCRIPT', () => {
  type TElement = { tag: string; [key: string]: string };
  function run(entry: string, preloads: string[]) {
    const head: TElement[] = [];
    const body: TElement[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const data = textOf(bootDataBlock(entry, preloads));
    const document = {
      getElementById: (id: string) => (id === BOOT_DATA_ID ? { textContent: data } : null),
      createElement: (tag: string) => ({ tag }) as TElement,
      head: { appendChild: (element: TElement) => head.push(element) },
      body: { appendChild: (element: TElement) => body.push(element) },
    };
    new Function('document', 'requestAnimationFrame', 'setTimeout', BOOT_SCRIPT)(
      document,
      (callback: () => void) => frames.push(callback),
      (callback: () => void) => timers.push(callback),
    );
    return { head, body, frames, timers };
  }

  it('When the page has painted, then the preloads and the entry module are added once, not before', () => {
    const page = run('/assets/entry.js', ['/assets/a.js', '/assets/b.js']);
    expect(page.body).toEqual([]);
    page.frames.forEach((frame) => frame());
    page.timers.forEach((timer) => timer());
    page.timers.forEach((timer) => timer());
    expect(page.head).toEqual([
      { tag: 'link', rel: 'modulepreload', href: '/assets/a.js' },
      { tag: 'link', rel: 'modulepreload', href: '/assets/b.js' },
    ]);
    expect(page.body).toEqual([{ tag: 'script', type: 'module', src: '/assets/entry.js' }]);
  });

  it('When no frame comes (a background tab), then the timer starts the scripts', () => {
    const page = run('/assets/entry.js', []);
    page.timers.forEach((timer) => timer());
    expect(page.body).toEqual([{ tag: 'script', type: 'module', src: '/assets/entry.js' }]);
  });

  it('When a URL holds characters that could close the data block, then they are escaped and still read back', () => {
    expect(textOf(bootDataBlock('/assets/</script>.js', []))).not.toContain('<');
    const page = run('/assets/</script>.js', []);
    page.timers.forEach((timer) => timer());
    expect(page.body).toEqual([{ tag: 'script', type: 'module', src: '/assets/</script>.js' }]);
  });
});
