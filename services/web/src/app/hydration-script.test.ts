import type { StaticHandlerContext } from 'react-router-dom';
import { hydrationScript } from './hydration-script';

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
