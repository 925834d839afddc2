import { zodResolver } from '@hookform/resolvers/zod';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { focusFirstError, useErrorFocus } from './form-errors';
import { withHttpsOnBlur } from './url-input';

const schema = z.object({ name: z.string().min(1, 'required'), website: z.string().min(1, 'required') });
type Values = z.infer<typeof schema>;

/** A form whose second field is invalid on submit; the server refusal is simulated by `refuse`. */
function Sample({ refuse = false }: { refuse?: boolean }) {
  const { formRef, focusErrors } = useErrorFocus();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { name: 'Ada', website: '' } });
  const onValid = () => {
    if (!refuse) return;
    setFailure('The server refused.');
    focusErrors();
  };
  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit(onValid, focusErrors)}>
      {failure && <div role="alert">{failure}</div>}
      <label>
        Name
        <input aria-invalid={errors.name ? true : undefined} {...register('name')} />
      </label>
      <label>
        Website
        <input aria-invalid={errors.website ? true : undefined} {...withHttpsOnBlur(register('website'))} />
      </label>
      <button type="submit">Save</button>
    </form>
  );
}

describe('useErrorFocus', () => {
  afterEach(cleanup);

  it('focuses the first invalid field once react-hook-form has shown it', async () => {
    render(<Sample />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Website')));
    expect(screen.getByLabelText('Website').getAttribute('aria-invalid')).toBe('true');
  });

  it('focuses the form-level alert when no field is at fault', async () => {
    render(<Sample refuse />);
    fireEvent.change(screen.getByLabelText('Website'), { target: { value: 'https://example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(alert.tabIndex).toBe(-1);
  });

  it('answers false when the form shows no error', () => {
    const form = document.createElement('form');
    form.innerHTML = '<input name="x" />';
    expect(focusFirstError(form)).toBe(false);
    expect(focusFirstError(null)).toBe(false);
  });
});

describe('withHttpsOnBlur', () => {
  afterEach(cleanup);

  it('shows a bare host as https when the field is left, and leaves other text alone', () => {
    render(<Sample />);
    const website = screen.getByLabelText('Website') as HTMLInputElement;
    fireEvent.change(website, { target: { value: ' sonnenblume-baeckerei.de/karte ' } });
    fireEvent.blur(website);
    expect(website.value).toBe('https://sonnenblume-baeckerei.de/karte');
    fireEvent.change(website, { target: { value: 'mailto:a@b.de' } });
    fireEvent.blur(website);
    expect(website.value).toBe('mailto:a@b.de');
  });
});
