import { SiteText } from './SiteText';
import { useSite } from './use-site';

/**
 * The team card a firm's reply was written under (its author's card in Admin -> Site): the
 * photo and role, in the page's language, beside the author's name. Nothing when the reply has no
 * card or the card has since left the published team. The photo is decoration: the name beside
 * it says who wrote.
 */
export function ReplyCard({ teamMemberId }: { teamMemberId: string | null }) {
  const team = useSite()?.team;
  const card = teamMemberId ? team?.find((member) => member.id === teamMemberId) : undefined;
  if (!card) return null;
  return (
    <span className="inline-flex items-center gap-1.5 align-middle">
      {card.photoUrl && (
        <img
          src={card.photoUrl}
          alt=""
          width={20}
          height={20}
          className="size-5 rounded-full object-cover"
        />
      )}
      <SiteText value={card.title} />
    </span>
  );
}
