/** Props of {@link EmailText}. */
export type TEmailTextProps = { address: string };

/** An e-mail address that, when the column is too narrow for it, wraps after the @, not inside a word. */
export function EmailText({ address }: TEmailTextProps) {
  const at = address.indexOf('@');
  if (at < 0) return address;
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}
