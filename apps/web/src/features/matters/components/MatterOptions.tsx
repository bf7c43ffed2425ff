type Matter = { id: string; title: string };

/**
 * The options of a select of matters: none chosen first (`noneLabel`), then each matter by its
 * title, or as `name` words it (the firm's pickers add the client).
 */
export function MatterOptions<M extends Matter>({
  matters,
  noneLabel,
  name = (matter) => matter.title,
}: {
  matters: M[];
  noneLabel: string;
  name?: (matter: M) => string;
}) {
  return (
    <>
      <option value="">{noneLabel}</option>
      {matters.map((matter) => (
        <option key={matter.id} value={matter.id}>
          {name(matter)}
        </option>
      ))}
    </>
  );
}
