import type { FastifyInstance } from 'fastify';
import { practiceAreaChoices, practiceAreaTitles } from '../matters';
import type { PracticeAreaNames } from './service';

/** The published site's practice areas as the report lists them (hidden ones only when used). */
export const practiceAreaNames = (app: FastifyInstance): PracticeAreaNames => ({
  offered: practiceAreaChoices(app)
    .filter((area) => !area.hidden)
    .map((area) => area.id),
  titles: practiceAreaTitles(app),
});
