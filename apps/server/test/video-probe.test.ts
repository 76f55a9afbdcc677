import { describe, expect, it } from 'vitest';
import { spanOfPackets } from '../src/platform/media/ffprobe';

describe('spanOfPackets', () => {
  it('runs from the first packet start to the last packet end', () => {
    expect(spanOfPackets('0.000000,0.050000\n0.050000,0.050000\n2.950000,0.050000\n')).toBe(3);
  });

  it('ignores a start offset, unordered lines and packets without a length', () => {
    expect(spanOfPackets('1.200000,N/A\n4.200000,0.033000\n2.000000,\n')).toBe(3.033);
  });

  it('has no length without at least a span of timestamps', () => {
    expect(spanOfPackets('')).toBeNull();
    expect(spanOfPackets('N/A,N/A\n')).toBeNull();
    expect(spanOfPackets('0.500000,N/A\n')).toBeNull();
  });
});
