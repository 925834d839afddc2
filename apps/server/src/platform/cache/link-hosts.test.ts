import { describe, expect, it } from 'vitest';
import { createLinkHosts, hostKeyOf, type LinkHost } from './link-hosts.ts';

const host = (hostname: string, organisationId = 'org-a'): LinkHost => ({
  domainId: `domain-${hostname}`,
  organisationId,
  hostname,
  rootUrl: null,
});

/** A load that answers what `rows` holds when it is called, and can be held open until released. */
function controllableLoad(initial: LinkHost[] = []) {
  const state = { rows: initial, calls: 0, failNext: false, gate: null as Promise<void> | null };
  const load = async () => {
    state.calls++;
    const rows = state.rows;
    if (state.gate) await state.gate;
    if (state.failNext) {
      state.failNext = false;
      throw new Error('database away');
    }
    return rows;
  };
  const hold = () => {
    let release!: () => void;
    state.gate = new Promise((resolve) => {
      release = resolve;
    });
    return () => {
      state.gate = null;
      release();
    };
  };
  return { state, load, hold };
}

describe('hostKeyOf', () => {
  it('drops the port and a trailing dot and lower-cases; IPv6 literals and empty names are no customer host', () => {
    expect(hostKeyOf('go.example.com')).toBe('go.example.com');
    expect(hostKeyOf('Go.Example.COM:8443')).toBe('go.example.com');
    expect(hostKeyOf('go.example.com.')).toBe('go.example.com');
    expect(hostKeyOf('go.example.com.:443')).toBe('go.example.com');
    expect(hostKeyOf('192.0.2.1:3000')).toBe('192.0.2.1');
    expect(hostKeyOf('[::1]:3000')).toBeNull();
    expect(hostKeyOf('[2001:db8::1]')).toBeNull();
    expect(hostKeyOf('')).toBeNull();
    expect(hostKeyOf(':80')).toBeNull();
  });

  it('hands back the header itself when it is a bare lower-case name', () => {
    const header = 'go.example.com';
    expect(hostKeyOf(header)).toBe(header);
  });
});

describe('createLinkHosts', () => {
  it('finds a serving host by the Host header, and nothing else', async () => {
    const { load } = controllableLoad([host('go.example.com'), host('links.example.org', 'org-b')]);
    const hosts = await createLinkHosts(load);
    expect(hosts.find('go.example.com')?.organisationId).toBe('org-a');
    expect(hosts.find('GO.EXAMPLE.COM:443')?.domainId).toBe('domain-go.example.com');
    expect(hosts.find('links.example.org.')?.organisationId).toBe('org-b');
    for (const other of ['example.com', 'www.go.example.com', 'go.example.co', '[::1]:3000', '', undefined]) {
      expect(hosts.find(other), String(other)).toBeUndefined();
    }
    await hosts.close();
  });

  it('answers undefined at once while no host serves', async () => {
    const { load } = controllableLoad();
    const hosts = await createLinkHosts(load);
    expect(hosts.find('go.example.com')).toBeUndefined();
    expect(hosts.find(undefined)).toBeUndefined();
    await hosts.close();
  });

  it('reads a change made during a load: callers then share one more load after it', async () => {
    const { state, load, hold } = controllableLoad([host('old.example.com')]);
    const hosts = await createLinkHosts(load);
    expect(state.calls).toBe(1);
    const release = hold();
    const first = hosts.reload();
    // The load under way read before this change...
    state.rows = [host('new.example.com')];
    const [second, third] = [hosts.reload(), hosts.reload()];
    release();
    await Promise.all([first, second, third]);
    // ...so one more load ran for both later callers, and its answer is what is served.
    expect(state.calls).toBe(3);
    expect(hosts.find('new.example.com')).toBeDefined();
    expect(hosts.find('old.example.com')).toBeUndefined();
    await hosts.close();
  });

  it('keeps serving the last hosts when a load fails, and says so', async () => {
    const { state, load } = controllableLoad([host('go.example.com')]);
    const errors: string[] = [];
    const hosts = await createLinkHosts(load, { logger: { error: (_details, message) => errors.push(message) } });
    state.failNext = true;
    state.rows = [];
    await hosts.reload();
    expect(hosts.find('go.example.com')).toBeDefined();
    expect(errors).toEqual(['link hosts could not be loaded: serving the last ones']);
    await hosts.reload();
    expect(hosts.find('go.example.com')).toBeUndefined();
    await hosts.close();
  });

  it('reloads on its own every interval until closed', async () => {
    const { state, load } = controllableLoad();
    const hosts = await createLinkHosts(load, { reloadEveryMs: 20 });
    state.rows = [host('later.example.com')];
    await expect.poll(() => hosts.find('later.example.com'), { timeout: 2000, interval: 10 }).toBeDefined();
    await hosts.close();
    const calls = state.calls;
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(state.calls).toBe(calls);
  });
});
