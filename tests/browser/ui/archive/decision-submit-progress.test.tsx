// The post itself is tested against the real server in archive-detail.test.tsx; here it is held open so the
// in-progress state can be seen.
import { asMrId } from '../../../../src/shared/contract/ids';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { createRoot, type Root } from 'react-dom/client';
import type { CompletedMeasureRound } from '../../../../src/shared/model';
import { DecisionForm } from '../../../../src/ui/screens/archive/DecisionForm';
import { submitDecisions } from '../../../../src/ui/state/archive/archive-actions';
import { startApp } from './mount-archive';

vi.mock('../../../../src/ui/state/archive/archive-actions', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  submitDecisions: vi.fn(),
}));

let root: Root;
let container: HTMLDivElement;
beforeAll(async () => {
  await startApp();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterAll(() => {
  root.unmount();
  container.remove();
});

describe('spec archive.md §4 submit-in-progress flag', () => {
  test('while the post runs the button is disabled and shows a spinner; afterwards the screen returns', async () => {
    let finish: (outcome: 'posted') => void = () => {};
    vi.mocked(submitDecisions).mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const submitted = vi.fn();
    const round = { instanceId: 'x', mrId: asMrId(102), mrName: 'Demo Kontrollgang Sperre Völs', creationTime: '', entries: [], userDecision1Required: true };
    const progress = { decided: 1, relevant: 1, ratio: 1 };
    root.render(<DecisionForm round={round as CompletedMeasureRound} progress={progress} onSubmitted={submitted} onStale={vi.fn()} />);

    await page.getByRole('button', { name: 'Entscheidung speichern' }).click();
    const busy = page.getByRole('button', { name: 'Wird gespeichert …' });
    await expect.element(busy).toBeDisabled();
    expect(busy.element().querySelector('.spinner')).not.toBeNull();
    expect(submitDecisions).toHaveBeenCalledWith(round, 'demo', 'de');

    finish('posted');
    await expect.element(page.getByRole('button', { name: 'Entscheidung speichern' })).toBeEnabled();
    expect(submitted).toHaveBeenCalledOnce();
  });
});
