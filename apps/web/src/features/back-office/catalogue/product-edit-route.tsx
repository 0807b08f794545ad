/** Placeholder until the editor is built. */
export default function Route(_props: { tenantName: string; productId: string }) {
  return null;
}
