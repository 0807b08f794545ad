/** The error of a radio group, tied to its fieldset by aria-describedby. */
export function GroupError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-2 text-sm text-red-400 [:root:not(.dark)_&]:text-red-700">
      {error}
    </p>
  );
}
