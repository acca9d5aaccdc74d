/** A seat's name with its rating beside it, as the table shows it above a side's cards. */
import './SeatName.css';

export function SeatName({ name, rating }: { readonly name: string; readonly rating: string }) {
  return (
    <span className="opponent-name" title={name}>
      {name}
      {rating === '' ? null : <span className="opponent-rating"> {rating}</span>}
    </span>
  );
}
