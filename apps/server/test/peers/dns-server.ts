import type { AddressInfo } from 'node:net';
import dns2 from 'dns2';

const { Packet } = dns2;
/** Response codes (RFC 1035 4.1.1); dns2's typings leave Packet.RCODE out. */
const RCODE = { FORMERR: 1, SERVFAIL: 2, NXDOMAIN: 3 } as const;

/** How the server treats a name: its TXT records (each a list of chunks), a server failure, or no answer at all. */
type Behaviour = { kind: 'records'; records: string[][] } | { kind: 'servfail' } | { kind: 'silent' };

/**
 * A real DNS server (UDP, 127.0.0.1, a free port) for tests of domain verification: TXT records set per name, and
 * a name can be told to answer SERVFAIL or to stay silent (a timeout). Every other name answers NXDOMAIN; a name that
 * exists answers NOERROR without records for other types. `queries` counts what was asked, per lower-cased name.
 */
export async function startDnsServer() {
  const names = new Map<string, Behaviour>();
  const queries = new Map<string, number>();
  const normalise = (name: string) => name.toLowerCase().replace(/\.$/, '');

  const server = dns2.createUDPServer((request, send) => {
    const response = Packet.createResponseFromRequest(request);
    const [question] = request.questions;
    if (!question) {
      response.header.rcode = RCODE.FORMERR;
      void send(response);
      return;
    }
    const name = normalise(question.name);
    queries.set(name, (queries.get(name) ?? 0) + 1);
    const behaviour = names.get(name);
    if (behaviour?.kind === 'silent') return;
    if (behaviour?.kind === 'servfail') {
      response.header.rcode = RCODE.SERVFAIL;
    } else if (!behaviour) {
      response.header.rcode = RCODE.NXDOMAIN;
    } else if (question.type === Packet.TYPE.TXT) {
      for (const chunks of behaviour.records) {
        response.answers.push({
          name: question.name,
          type: Packet.TYPE.TXT,
          class: Packet.CLASS.IN,
          ttl: 60,
          data: chunks,
        } as never);
      }
    }
    void send(response);
  });
  await server.listen(0, '127.0.0.1');
  const { port } = server.address() as AddressInfo;

  return {
    port,
    /** The value for DNS_SERVERS. */
    address: `127.0.0.1:${port}`,
    /** Replaces the TXT records of `name`: each record a string, or its chunks (a TXT string holds 255 bytes at most). */
    setTxt(name: string, records: Array<string | string[]>) {
      names.set(normalise(name), { kind: 'records', records: records.map((record) => [record].flat()) });
    },
    /** The name no longer exists (NXDOMAIN). */
    remove(name: string) {
      names.delete(normalise(name));
    },
    servfail(name: string) {
      names.set(normalise(name), { kind: 'servfail' });
    },
    silent(name: string) {
      names.set(normalise(name), { kind: 'silent' });
    },
    queriesFor(name: string) {
      return queries.get(normalise(name)) ?? 0;
    },
    close() {
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type DnsServer = Awaited<ReturnType<typeof startDnsServer>>;
