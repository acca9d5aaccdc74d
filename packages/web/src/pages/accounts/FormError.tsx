/** A refusal about a whole account form, said at once (`role="alert"`) and named by the fields it concerns. */
export function FormError({ id, text }: { readonly id: string; readonly text: string | null }) {
  return text === null ? null : (
    <p className="notice notice-error" role="alert" id={id}>
      {text}
    </p>
  );
}
