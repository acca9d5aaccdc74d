/** The account's icon in the header: a person, drawn for the eyes only (its words are its control's name). */
export function PersonIcon() {
  return (
    <svg
      className="account-icon"
      viewBox="0 0 20 20"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="10" cy="6.5" r="4" fill="currentColor" />
      <path d="M2.5 19c0-4.4 3.4-7.5 7.5-7.5s7.5 3.1 7.5 7.5z" fill="currentColor" />
    </svg>
  );
}
