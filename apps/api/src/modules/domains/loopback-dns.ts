// Test code only: a DNS server on loopback (dns2) whose TXT records a test sets, for DNS_RESOLVER.
import dns2 from 'dns2';

export interface LoopbackDns {
  /** `127.0.0.1:<port>`, a DNS_RESOLVER value. */
  address: string;
  /** Sets (or, with null, removes) the TXT record of a name. */
  setTxt(name: string, value: string | null): void;
  close(): Promise<void>;
}

export async function startLoopbackDns(): Promise<LoopbackDns> {
  const txt = new Map<string, string>();
  const { Packet } = dns2;
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      for (const question of request.questions) {
        const value = txt.get(question.name.toLowerCase());
        if (question.type === Packet.TYPE.TXT && value !== undefined) {
          const answer = {
            name: question.name,
            type: Packet.TYPE.TXT,
            class: Packet.CLASS.IN,
            ttl: 1,
            data: value,
          };
          response.answers.push(answer as unknown as (typeof response.answers)[number]);
        }
      }
      send(response);
    },
  });
  const addresses = await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  return {
    address: `127.0.0.1:${addresses.udp?.port}`,
    setTxt: (name, value) => (value === null ? txt.delete(name.toLowerCase()) : txt.set(name.toLowerCase(), value)),
    close: () => server.close(),
  };
}
