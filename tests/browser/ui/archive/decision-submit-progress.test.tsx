// The post itself is tested against the real server in archive-detail.test.tsx; here it is held open so the
// in-progress state can be seen.
import { asInstanceId, asMrId } from '../../../../src/shared/contract/ids';
import i18next from 'i18next';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { createRoot, type Root } from 'react-dom/client';
import type { CompletedMeasureRound } from '../../../../src/shared/schema/archive';
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
    root.render(<DecisionForm instanceId={asInstanceId(round.instanceId)} round={round as CompletedMeasureRound} progress={progress} onSubmitted={submitted} onStale={vi.fn()} />);

    await page.getByRole('button', { name: 'Entscheidung speichern' }).click();
    const busy = page.getByRole('button', { name: 'Wird gespeichert …' });
    await expect.element(busy).toBeDisabled();
    expect(busy.element().querySelector('.spinner')).not.toBeNull();
    expect(submitDecisions).toHaveBeenCalledWith({ instanceId: round.instanceId, mrName: round.mrName }, 'demo', 'de');

    finish('posted');
    await expect.element(page.getByRole('button', { name: 'Entscheidung speichern' })).toBeEnabled();
    expect(submitted).toHaveBeenCalledOnce();
  });
});

describe('issue 33: the question before an incomplete decision', () => {
  const round = { instanceId: 'y', mrId: asMrId(102), mrName: 'Demo Kontrollgang Sperre Völs', creationTime: '', entries: [], userDecision1Required: true };

  test('in English it names how many of how many are decided; "Keep deciding" sends nothing, "Save anyway" sends', async () => {
    vi.mocked(submitDecisions).mockClear().mockResolvedValue('posted');
    await i18next.changeLanguage('en');
    try {
      root.render(<DecisionForm instanceId={asInstanceId(round.instanceId)} round={round as CompletedMeasureRound} progress={{ decided: 1, relevant: 2, ratio: 0.5 }} onSubmitted={vi.fn()} onStale={vi.fn()} />);
      await page.getByRole('button', { name: 'Save decision' }).click();
      await expect.element(page.getByText('1 of 2 entries decided. The others stay without a decision. Save anyway?')).toBeVisible();
      await page.getByRole('button', { name: 'Keep deciding' }).click();
      expect(page.getByText('Save anyway?', { exact: false }).elements()).toHaveLength(0);
      expect(submitDecisions).not.toHaveBeenCalled();
      await page.getByRole('button', { name: 'Save decision' }).click();
      await page.getByRole('button', { name: 'Save anyway' }).click();
      await expect.poll(() => vi.mocked(submitDecisions).mock.calls.length).toBe(1);
    } finally {
      await i18next.changeLanguage('de');
    }
  });

  test('in English, with nothing decided it says so and sends nothing', async () => {
    vi.mocked(submitDecisions).mockClear();
    await i18next.changeLanguage('en');
    try {
      root.render(<DecisionForm instanceId={asInstanceId(round.instanceId)} round={round as CompletedMeasureRound} progress={{ decided: 0, relevant: 2, ratio: 0 }} onSubmitted={vi.fn()} onStale={vi.fn()} />);
      await page.getByRole('button', { name: 'Save decision' }).click();
      await expect.element(page.getByText('None of the 2 entries is decided yet. Please choose at least one decision or write a remark.')).toBeVisible();
      expect(submitDecisions).not.toHaveBeenCalled();
    } finally {
      await i18next.changeLanguage('de');
    }
  });
});
