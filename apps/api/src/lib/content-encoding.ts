import negotiate from '@fastify/accept-negotiator';

/**
 * Which of `offered` (in the server's order of preference) the client's Accept-Encoding takes,
 * or null for none (no header, `identity`, or q=0 on each).
 */
export function acceptedEncoding<Encoding extends string>(
  header: string | string[] | undefined,
  offered: Encoding[],
): Encoding | null {
  const value = Array.isArray(header) ? header.join(',') : header;
  return value ? negotiate(value, offered) : null;
}
