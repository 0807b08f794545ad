/** Placeholder until the page is built. */
export default function Route() {
  return null;
}
