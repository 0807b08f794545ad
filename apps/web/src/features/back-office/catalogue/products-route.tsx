/** Placeholder until the section is built. */
export default function Route(_props: { tenantName: string }) {
  return null;
}
