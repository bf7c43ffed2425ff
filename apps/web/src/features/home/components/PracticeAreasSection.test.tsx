import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { practiceAreas } from '@lexbridge/shared/firm/practice-areas';
import { PracticeAreasSection } from './PracticeAreasSection';

describe('practice areas on the home page', () => {
  it('names the area in the text of each link, which search engines read, not only in a label', () => {
    render(
      <MemoryRouter>
        <PracticeAreasSection />
      </MemoryRouter>,
    );
    for (const area of practiceAreas) {
      const link = screen.getByRole('link', { name: `Learn More about ${area.title}` });
      expect(link).toHaveAttribute('href', `/${area.slug}`);
      expect(link.textContent).toContain(area.title);
    }
  });
});
