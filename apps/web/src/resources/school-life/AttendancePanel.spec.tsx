import { createTheme, ThemeProvider } from '@mui/material/styles';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StudentRecord } from '../../api/school-life.ts';
import { i18n, initI18n } from '../../i18n/index.ts';
import { AttendancePanel, type AttendancePanelProps } from './AttendancePanel.tsx';

beforeAll(async () => {
  await initI18n();
});
afterEach(() => cleanup());

const student = (id: number, name: string): StudentRecord => ({
  id,
  name,
  lastName: 'Demo',
  studentNumber: null,
  school: '/api/schools/1',
  isActive: '1',
});
const STUDENTS = [student(1, 'Ada'), student(2, 'Bora'), student(3, 'Cem'), student(4, 'Deniz')];

const showPanel = (direction: 'ltr' | 'rtl', alerts?: AttendancePanelProps['alerts']) =>
  render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={createTheme({ direction })}>
        <MemoryRouter>
          <AttendancePanel
            title="Attendance: 9-A, 08:30–09:10"
            className="9-A"
            students={STUDENTS}
            unknown={new Set()}
            onToggle={() => undefined}
            onSubmit={() => undefined}
            onClose={() => undefined}
            saving={false}
            error={null}
            registerPath="/attendance/register"
            focusOnOpen={false}
            alerts={alerts}
          />
        </MemoryRouter>
      </ThemeProvider>
    </I18nextProvider>,
  );

const card = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name} Demo`) });
const tabStops = () =>
  screen
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-pressed') !== null && button.tabIndex === 0)
    .map((button) => button.textContent);

describe('the quick-attendance panel by keyboard', () => {
  it('is one Tab stop for the whole class, walked with the arrow keys, Home and End', () => {
    showPanel('ltr');
    expect(tabStops()).toEqual(['Ada DemoPresent']);
    card('Ada').focus();
    fireEvent.keyDown(card('Ada'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(card('Bora'));
    fireEvent.keyDown(card('Bora'), { key: 'End' });
    expect(document.activeElement).toBe(card('Deniz'));
    fireEvent.keyDown(card('Deniz'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(card('Deniz'));
    fireEvent.keyDown(card('Deniz'), { key: 'ArrowUp' });
    expect(document.activeElement).toBe(card('Cem'));
    // Tab comes back to the card last used.
    expect(tabStops()).toEqual(['Cem DemoPresent']);
  });

  it('moves to the next student with the left arrow in a right-to-left page', () => {
    showPanel('rtl');
    card('Ada').focus();
    fireEvent.keyDown(card('Ada'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(card('Bora'));
    fireEvent.keyDown(card('Bora'), { key: 'Home' });
    expect(document.activeElement).toBe(card('Ada'));
  });
});

describe("the quick-attendance panel's health alerts", () => {
  it('name the allergen on the card of a student with a severe allergy, and nothing on the others', () => {
    showPanel(
      'ltr',
      new Map([
        [
          4,
          {
            student: 4,
            name: 'Deniz Demo',
            allergies: [{ allergen: 'Peanuts', severity: 'life_threatening', instruction: 'EpiPen' }],
            instructions: null,
          },
        ],
      ]),
    );
    expect(card('Deniz').textContent).toBe('Deniz DemoPresentHealth alert: Peanuts');
    expect(card('Ada').textContent).toBe('Ada DemoPresent');
  });
});
