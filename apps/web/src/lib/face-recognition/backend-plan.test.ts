import { describe, expect, it } from 'vitest';
import {
  backendOrder,
  isHardwareRenderer,
  loadAttemptPlan,
  sharedUntilItFails,
  startOnFirstWorkingBackend,
} from './backend-plan';

describe('face backend plan', () => {
  it('puts wasm first without a real GPU and webgl first with one, cpu always last', () => {
    expect(backendOrder(false)).toEqual(['wasm', 'cpu']);
    expect(backendOrder(true)).toEqual(['webgl', 'wasm', 'cpu']);
  });

  it('tells software renderers from graphics processors', () => {
    expect(
      isHardwareRenderer('ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device), SwiftShader)'),
    ).toBe(false);
    expect(isHardwareRenderer('llvmpipe (LLVM 15.0.7, 256 bits)')).toBe(false);
    expect(isHardwareRenderer(null)).toBe(false);
    expect(isHardwareRenderer('ANGLE (Intel, Mesa Intel(R) UHD Graphics 620, OpenGL 4.6)')).toBe(
      true,
    );
    expect(isHardwareRenderer('Apple M2')).toBe(true);
  });

  it('makes three attempts waiting 1 s then 2 s, switching backend each time', () => {
    expect(loadAttemptPlan(['webgl', 'wasm', 'cpu'])).toEqual([
      { backend: 'webgl', delayMs: 0 },
      { backend: 'wasm', delayMs: 1000 },
      { backend: 'cpu', delayMs: 2000 },
    ]);
    expect(loadAttemptPlan(['wasm', 'cpu'])).toEqual([
      { backend: 'wasm', delayMs: 0 },
      { backend: 'cpu', delayMs: 1000 },
      { backend: 'cpu', delayMs: 2000 },
    ]);
  });

  it('moves to the next backend after the spec delay, and names every failure when none starts', async () => {
    const waits: number[] = [];
    const delay = async (ms: number) => void waits.push(ms);
    await expect(
      startOnFirstWorkingBackend(
        ['webgl', 'wasm', 'cpu'],
        async (backend) => {
          if (backend === 'webgl') throw new Error('no context');
          return backend;
        },
        delay,
      ),
    ).resolves.toBe('wasm');
    expect(waits).toEqual([1000]);
    await expect(
      startOnFirstWorkingBackend(
        ['wasm', 'cpu'],
        async (backend) => {
          throw new Error(`${backend} down`);
        },
        delay,
      ),
    ).rejects.toThrow('wasm: wasm down; cpu: cpu down; cpu: cpu down');
  });

  it('shares one load between requests, and loads again after a failure', async () => {
    let loads = 0;
    let fail = true;
    const load = sharedUntilItFails(async (name: string) => {
      loads += 1;
      if (fail) throw new Error('network');
      return name;
    });
    await expect(Promise.all([load('a'), load('a')])).rejects.toThrow('network');
    expect(loads).toBe(1);
    fail = false;
    await expect(Promise.all([load('a'), load('a')])).resolves.toEqual(['a', 'a']);
    expect(loads).toBe(2);
  });
});
