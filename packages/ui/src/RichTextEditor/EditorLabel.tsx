/** The editor's visible label with its required marker: the same while the editor loads and once it is here. */
export function EditorLabel({ id, label, hidden, required }: { id?: string | undefined; label: string; hidden?: boolean | undefined; required?: boolean | undefined }) {
  return (
    <span id={id} data-part="label" data-hidden={hidden ? '' : undefined}>
      {label}
      {required ? (
        <span data-part="required" aria-hidden="true">
          *
        </span>
      ) : null}
    </span>
  );
}
