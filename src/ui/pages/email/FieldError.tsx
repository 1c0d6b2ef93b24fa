/** An error under a field or a form, read out as it appears. */
export function FieldError({ text }: { readonly text: string | undefined }) {
  return text === undefined ? null : (
    <span role="alert" className="email-form__error">
      {text}
    </span>
  );
}
