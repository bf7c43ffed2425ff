import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { toast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useAuth, useLinkTeamCard } from '../../auth';
import { useSite } from '../../site';
import { AccountSection } from './AccountSection';

/**
 * An administrator's card on the site's team (Admin -> Site -> Team): their chat and
 * secure-message replies show its photo and role beside their name. Only for administrators,
 * and only while the published site has a team to choose from.
 */
export function TeamCardSection() {
  const { user, isAdmin } = useAuth();
  const team = useSite()?.team;
  if (!user || !isAdmin || !team?.length) return null;
  return <TeamCardForm linked={user.teamMemberId} team={team} />;
}

type Team = NonNullable<ReturnType<typeof useSite>>['team'];

function TeamCardForm({ linked, team }: { linked: string | null; team: Team }) {
  const { t } = useTranslation('account');
  const errorMessage = useErrorMessage();
  // A card since removed from the team reads as none.
  const [chosen, setChosen] = useState(team.some((card) => card.id === linked) ? linked : null);
  const link = useLinkTeamCard();
  const id = useId();

  function save(event: FormEvent) {
    event.preventDefault();
    link.mutate(
      { teamMemberId: chosen },
      {
        onSuccess: () => toast.success(t('teamCard.saved')),
        onError: (error) => toast.error(t('teamCard.failed'), { description: errorMessage(error) }),
      },
    );
  }

  return (
    <AccountSection title={t('teamCard.title')} intro={t('teamCard.intro')}>
      <form method="post" onSubmit={save} className="flex flex-wrap items-end gap-3">
        <Field id={id} label={t('teamCard.label')} className="min-w-48 flex-1 sm:flex-none">
          <Select value={chosen ?? ''} onChange={(event) => setChosen(event.target.value || null)}>
            <option value="">{t('teamCard.none')}</option>
            {team.map((card) => (
              <option key={card.id} value={card.id}>
                {card.name.text} · {card.title.text}
              </option>
            ))}
          </Select>
        </Field>
        <Button type="submit" disabled={link.isPending}>
          {link.isPending ? t('teamCard.saving') : t('teamCard.submit')}
        </Button>
      </form>
    </AccountSection>
  );
}
