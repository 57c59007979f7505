import { createStaticHandler } from 'react-router-dom';
import { BOOT_FALLBACK_MS, BOOT_SCRIPT } from '../edge/boot-script';
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

  it('When a loader threw a 404 response, then the error is marked as a route error response for the browser', () => {
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
  type TPaintList = { getEntriesByName: (name: string) => unknown[] };
  /** Runs the script in a fake page: frames, timers and paint observers are kept to be fired by the test. */
  function run(entry: string, preloads: string[], options: { paintTiming?: boolean } = {}) {
    const head: TElement[] = [];
    const body: TElement[] = [];
    const frames: (() => void)[] = [];
    const timers: { callback: () => void; ms: number }[] = [];
    const observers: { callback: (list: TPaintList) => void; disconnected: boolean }[] = [];
    const data = textOf(bootDataBlock(entry, preloads));
    const document = {
      getElementById: (id: string) => (id === BOOT_DATA_ID ? { textContent: data } : null),
      createElement: (tag: string) => ({ tag }) as TElement,
      head: { appendChild: (element: TElement) => head.push(element) },
      body: { appendChild: (element: TElement) => body.push(element) },
    };
    class FakeObserver {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      private readonly record;
      constructor(callback: (list: TPaintList) => void) {
        this.record = { callback, disconnected: false };
        observers.push(this.record);
      }
      observe(options: { type: string; buffered: boolean }) {
        expect(options).toEqual({ type: 'paint', buffered: true });
      }
      disconnect() {
        this.record.disconnected = true;
      }
    }
    const window = {
      PerformanceObserver: options.paintTiming === false ? undefined : FakeObserver,
    };
    new Function('document', 'window', 'requestAnimationFrame', 'setTimeout', BOOT_SCRIPT)(
      document,
      window,
      (callback: () => void) => frames.push(callback),
      (callback: () => void, ms: number) => timers.push({ callback, ms }),
    );
    const paint = (...names: string[]) =>
      observers.forEach((observer) =>
        observer.callback({
          getEntriesByName: (name: string) => names.filter((painted) => painted === name),
        }),
      );
    const fire = (filter: (ms: number) => boolean) =>
      timers.filter((timer) => filter(timer.ms)).forEach((timer) => timer.callback());
    return { head, body, frames, timers, observers, paint, fire };
  }

  it('When the browser reports the first contentful paint, then the preloads and the entry module are added once, not before', () => {
    const page = run('/assets/entry.js', ['/assets/a.js', '/assets/b.js']);
    page.paint('first-paint');
    page.fire((ms) => ms === 0);
    expect(page.body).toEqual([]);
    page.paint('first-paint', 'first-contentful-paint');
    expect(page.observers[0]?.disconnected).toBe(true);
    expect(page.body).toEqual([]);
    page.fire((ms) => ms === 0);
    page.fire(() => true);
    expect(page.head).toEqual([
      { tag: 'link', rel: 'modulepreload', href: '/assets/a.js' },
      { tag: 'link', rel: 'modulepreload', href: '/assets/b.js' },
    ]);
    expect(page.body).toEqual([{ tag: 'script', type: 'module', src: '/assets/entry.js' }]);
  });

  it('When the browser has no paint timing, then the scripts start after the first frame', () => {
    const page = run('/assets/entry.js', [], { paintTiming: false });
    expect(page.observers).toEqual([]);
    page.fire((ms) => ms === 0);
    expect(page.body).toEqual([]);
    page.frames.forEach((frame) => frame());
    page.fire((ms) => ms === 0);
    expect(page.body).toEqual([{ tag: 'script', type: 'module', src: '/assets/entry.js' }]);
  });

  it(`When no paint is reported (a background tab), then the ${BOOT_FALLBACK_MS} ms timer starts the scripts`, () => {
    const page = run('/assets/entry.js', []);
    expect(page.timers.map((timer) => timer.ms)).toEqual([BOOT_FALLBACK_MS]);
    page.fire((ms) => ms === BOOT_FALLBACK_MS);
    expect(page.body).toEqual([{ tag: 'script', type: 'module', src: '/assets/entry.js' }]);
  });

  it('When a URL holds characters that could close the data block, then they are escaped and still read back', () => {
    expect(textOf(bootDataBlock('/assets/</script>.js', []))).not.toContain('<');
    const page = run('/assets/</script>.js', []);
    page.fire(() => true);
    expect(page.body).toEqual([{ tag: 'script', type: 'module', src: '/assets/</script>.js' }]);
  });
});
