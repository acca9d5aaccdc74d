/**
 * The place on a profile for the player's rating. The API sends null while games are not rated (the profile's
 * `rating`); once they are, the rating is shown here.
 */
export function ProfileRating({ rating }: { readonly rating: number | null }) {
  return rating === null ? null : <p className="profile-rating">{rating}</p>;
}
