import type { StaticHandlerContext } from 'react-router-dom';
import { hydrationScript, startAfterPaintScript } from './hydration-script';

function contextWith(partial: Partial<StaticHandlerContext>): StaticHandlerContext {
  return { loaderData: {}, actionData: null, errors: null, ...partial } as StaticHandlerContext;
}

function parsed(script: string): {
  loaderData: Record<string, unknown>;
  errors: Record<string, unknown> | null;
} {
  const assign = script.replace(/^window\.__staticRouterHydrationData = /, '').replace(/;$/, '');
  return new Function(`return ${assign}`)() as {
    loaderData: Record<string, unknown>;
    errors: Record<string, unknown> | null;
  };
}

describe('hydrationScript', () => {
  it('When loader data holds HTML that closes a script, then the script text cannot be closed early', () => {
    const script = hydrationScript(
      contextWith({ loaderData: { page: { body: '</script><script>alert(1)</script>&' } } }),
    );
    expect(script).not.toContain('</script');
    expect(script).not.toContain('<');
    expect(parsed(script).loaderData).toEqual({
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
    const script = hydrationScript(contextWith({ errors: { page: notFound } }));
    expect(parsed(script).errors).toEqual({ page: { ...notFound, __type: 'RouteErrorResponse' } });
  });

  it('When a loader threw an Error, then only its message is sent to the browser', () => {
    const script = hydrationScript(contextWith({ errors: { page: new Error('boom') } }));
    expect(parsed(script).errors).toEqual({ page: { message: 'boom', __type: 'Error' } });
  });
});

describe('startAfterPaintScript', () => {
  type TElement = { tag: string; [key: string]: string };
  function run(script: string) {
    const head: TElement[] = [];
    const body: TElement[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const document = {
      createElement: (tag: string) => ({ tag }) as TElement,
      head: { appendChild: (element: TElement) => head.push(element) },
      body: { appendChild: (element: TElement) => body.push(element) },
    };
    new Function('document', 'requestAnimationFrame', 'setTimeout', script)(
      document,
      (callback: () => void) => frames.push(callback),
      (callback: () => void) => timers.push(callback),
    );
    return { head, body, frames, timers };
  }

  it('When the page has painted, then the preloads and the entry module are added once, not before', () => {
    const page = run(startAfterPaintScript('/assets/entry.js', ['/assets/a.js', '/assets/b.js']));
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
    const page = run(startAfterPaintScript('/assets/entry.js', []));
    page.timers.forEach((timer) => timer());
    expect(page.body).toEqual([{ tag: 'script', type: 'module', src: '/assets/entry.js' }]);
  });

  it('When a URL holds characters that could close the script, then they are escaped', () => {
    expect(startAfterPaintScript('/assets/</script>.js', [])).not.toContain('</script>');
  });
});
