import { Agent, request, type IncomingMessage } from 'node:http';
import { API_PATHS } from '@firm/shared/routes/api-paths';
import { startEdgeStack, type TEdgeStack } from './support/edge-stack';

function get(url: string, agent: Agent): Promise<{ answer: IncomingMessage; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { agent }, (answer) => {
      answer.resume();
      answer.on('end', () => resolve({ answer, reused: sent.reusedSocket }));
    });
    sent.on('error', reject);
    sent.end();
  });
}

describe('the edge keeps the visitor’s connection open across API calls', () => {
  let stack: TEdgeStack;

  beforeAll(async () => {
    stack = await startEdgeStack('upstream-keep-alive');
  }, 30_000);
  afterAll(() => stack.close());

  it('When two API calls go through the edge on one keep-alive connection, then the second reuses it', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await get(`${stack.edge.url}${API_PATHS.csrfToken}`, agent);
      expect(first.answer.statusCode).toBe(200);
      expect(first.answer.headers.connection).toBe('keep-alive');
      const second = await get(`${stack.edge.url}${API_PATHS.csrfToken}`, agent);
      expect(second.answer.statusCode).toBe(200);
      expect(second.reused).toBe(true);
    } finally {
      agent.destroy();
    }
  });
});
