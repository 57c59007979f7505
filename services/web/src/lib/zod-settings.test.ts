import { parseWithoutEval } from './zod-settings';

describe('parseWithoutEval', () => {
  it('When it runs before zod loads, then zod reads jitless from its settings (zod kept its global settings object)', async () => {
    parseWithoutEval();
    const { config } = await import('zod');
    expect(config().jitless).toBe(true);
  });
});
