import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { MAIN_ID } from './focus-main.ts';
import { useRouteFocus } from './use-route-focus.ts';

afterEach(cleanup);

/** A page whose heading is drawn a moment after it opens, as when it waits for data. */
const SlowPage = () => {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 30);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <h1>Students</h1> : <p>Loading</p>;
};

const FirstPage = () => {
  const navigate = useNavigate();
  const [shown, setShown] = useState(true);
  return (
    <>
      <h1>Home</h1>
      <button onClick={() => void navigate('/students')}>Open students</button>
      {shown && <button onClick={() => setShown(false)}>Remove me</button>}
      <input aria-label="Search" />
    </>
  );
};

/** The top bar's search: it stays on every page, and Enter on it opens a result. */
const TopSearch = () => {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  return (
    <input
      aria-label="Find"
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') void navigate('/students');
      }}
    />
  );
};

const Layout = () => {
  useRouteFocus();
  return (
    <main id={MAIN_ID}>
      <TopSearch />
      <Routes>
        <Route path="/" element={<FirstPage />} />
        <Route path="/students" element={<SlowPage />} />
      </Routes>
    </main>
  );
};

const renderApp = () =>
  render(
    <MemoryRouter>
      <Layout />
    </MemoryRouter>,
  );

describe('useRouteFocus', () => {
  it("moves focus to the new page's heading once it is drawn", async () => {
    renderApp();
    const open = screen.getByRole('button', { name: 'Open students' });
    open.focus();
    fireEvent.click(open);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Students' })));
  });

  it('marks the heading reached after a click as not reached by keyboard (no ring), and after a key press as reached by it', async () => {
    renderApp();
    const open = screen.getByRole('button', { name: 'Open students' });
    fireEvent.pointerDown(open);
    open.focus();
    fireEvent.click(open);
    const heading = await screen.findByRole('heading', { name: 'Students' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.dataset.focusedBy).toBe('pointer');
    cleanup();
    renderApp();
    const again = screen.getByRole('button', { name: 'Open students' });
    again.focus();
    fireEvent.keyDown(again, { key: 'Enter' });
    fireEvent.click(again);
    const reached = await screen.findByRole('heading', { name: 'Students' });
    await waitFor(() => expect(document.activeElement).toBe(reached));
    expect(reached.dataset.focusedBy).toBe('keyboard');
  });

  it('puts focus on the heading, not the body, when the focused element disappears', async () => {
    renderApp();
    const remove = screen.getByRole('button', { name: 'Remove me' });
    remove.focus();
    act(() => fireEvent.click(remove));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Home' })));
  });

  it('leaves focus alone where the person put it', async () => {
    renderApp();
    const search = screen.getByRole('textbox', { name: 'Search' });
    search.focus();
    await new Promise((wake) => setTimeout(wake, 50));
    expect(document.activeElement).toBe(search);
  });

  it('leaves focus in a field the person types in while the new page loads (a search chosen, then a new one typed)', async () => {
    renderApp();
    const find = screen.getByRole('textbox', { name: 'Find' });
    find.focus();
    fireEvent.keyDown(find, { key: 'Enter' });
    // Typing again before the new page's heading is drawn (30 ms later).
    fireEvent.input(find, { target: { value: 'fin' } });
    await screen.findByRole('heading', { name: 'Students' });
    await new Promise((wake) => setTimeout(wake, 50));
    expect(document.activeElement).toBe(find);
  });
});
