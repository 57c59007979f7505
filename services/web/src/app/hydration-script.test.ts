import type { StaticHandlerContext } from 'react-router-dom';
import { BOOT_SCRIPT } from '../edge/boot-script';
import { BOOT_DATA_ID } from './boot-data';
import { bootDataBlock, hydrationDataBlock } from './hydration-script';

function contextWith(partial: Partial<StaticHandlerContext>): StaticHandlerContext {
  return { loaderData: {}, actionData: null, errors: null, ...partial } as StaticHandlerContext;
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
