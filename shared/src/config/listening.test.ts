import { describe, expect, it } from 'vitest';
import { describeBinding } from './listening.js';

describe('describeBinding', () => {
  it('names the interface a server bound, every interface included', () => {
    expect(describeBinding({ address: '0.0.0.0', family: 'IPv4', port: 4000 }, 1)).toBe(
      '0.0.0.0:4000 (every interface)',
    );
    expect(describeBinding({ address: '::', family: 'IPv6', port: 8080 }, 1)).toBe(
      '[::]:8080 (every interface)',
    );
    expect(describeBinding({ address: '127.0.0.1', family: 'IPv4', port: 4000 }, 1)).toBe(
      '127.0.0.1:4000',
    );
    expect(describeBinding({ address: '::1', family: 'IPv6', port: 5 }, 1)).toBe('[::1]:5');
    expect(describeBinding('/tmp/app.sock', 1)).toBe('the socket /tmp/app.sock');
    expect(describeBinding(null, 4000)).toBe('0.0.0.0:4000 (every interface)');
  });
});
