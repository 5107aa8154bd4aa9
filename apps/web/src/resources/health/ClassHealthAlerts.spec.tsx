import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/index.ts';
import { renderWithProviders } from '../../test-support/providers.tsx';
import { jsonAnswer, signInAs, signOutTest } from '../../test-support/signed-in.ts';
import { ClassHealthAlerts } from './ClassHealthAlerts.tsx';

beforeAll(async () => {
  await initI18n();
});
afterEach(cleanup);
afterEach(signOutTest);

const teacher = { id: 6, audience: 'teacher' } as const;

const show = (alerts: unknown[]) => {
  signInAs(teacher, (url) => jsonAnswer(url.startsWith('/api/classes/4/health_alerts') ? { alerts } : {}));
  return renderWithProviders(<ClassHealthAlerts classId={4} />);
};

describe("the class list's health alerts", () => {
  it('name each student with a severe allergy, what to do, and the emergency instructions', async () => {
    show([
      {
        student: 11,
        name: 'Deniz Öğrenci',
        allergies: [{ allergen: 'Peanuts', severity: 'life_threatening', instruction: 'Adrenaline pen in the bag' }],
        instructions: 'Call 112',
      },
    ]);
    const section = await screen.findByRole('region', { name: 'Health alerts in this class' });
    expect(within(section).getByText('Deniz Öğrenci')).toBeTruthy();
    expect(section.textContent).toContain('Peanuts');
    expect(section.textContent).toContain('Adrenaline pen in the bag');
    expect(section.textContent).toContain('Call 112');
  });

  it('say nothing for a class without alerts', async () => {
    const { container } = show([]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(container.textContent).toBe('');
  });
});
