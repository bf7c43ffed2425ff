import type { ComponentProps } from 'react';
import { Input } from '../../../components/ui/input';
import type { useMatterChoices } from '../api/use-matter-choices';
import { MatterOptions } from './MatterOptions';

type MatterChoices = ReturnType<typeof useMatterChoices>;

/**
 * The search box of a firm's matter picker (an upload, a new invoice): it asks the server as the
 * admin types. Enter searches too; it must not send the form the picker is in. Its label's Field
 * hands it the id and aria wiring.
 */
export function MatterSearchInput({
  matters,
  ...props
}: ComponentProps<'input'> & { matters: MatterChoices }) {
  return (
    <Input
      {...props}
      type="search"
      value={matters.search}
      autoComplete="off"
      onChange={(event) => matters.setSearch(event.target.value)}
      onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
    />
  );
}

/** The options of a firm's matter picker: none chosen first, then each matter and its client. */
export function MatterChoiceOptions({
  matters,
  noneLabel,
}: {
  matters: MatterChoices;
  noneLabel: string;
}) {
  return (
    <MatterOptions
      matters={matters.choices}
      noneLabel={noneLabel}
      name={(matter) => `${matter.title} (${matter.clientName})`}
    />
  );
}
