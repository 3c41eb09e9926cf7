import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { CONTACT_MASKING_TEXTS } from '@teenfreelance/contracts/screening/contact-kinds';
import { MESSAGE_MAX_LENGTH, MESSAGE_TEXTS } from '@teenfreelance/contracts/messages';
import { Send } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useContactMasking } from '../hooks/use-contact-masking.ts';

interface ComposerProps {
  onSend: (text: string) => void;
  onTyping: () => void;
  isSending: boolean;
  /** A conversation with a minor: the sender is told, before sending, that contact details will be hidden. */
  protectsMinor?: boolean;
}

/** The two-row message box: Enter sends, Shift+Enter breaks the line; Send is off while the text is blank. */
export function Composer({ onSend, onTyping, isSending, protectsMinor = false }: ComposerProps) {
  const [text, setText] = useState('');
  const errorId = useId();
  const warningId = useId();
  const mask = useContactMasking(protectsMinor);
  const hasContactDetails = mask !== undefined && mask(text).masked;
  const isBlank = text.trim().length === 0;
  const isTooLong = text.length > MESSAGE_MAX_LENGTH;
  const canSend = !isBlank && !isTooLong && !isSending;
  const describedBy = [isTooLong && errorId, hasContactDetails && warningId].filter(Boolean).join(' ');

  function submit() {
    if (!canSend) return;
    onSend(text);
    setText('');
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    submit();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-1 border-t p-3">
      <div className="flex items-end gap-2">
        <Textarea
          rows={2}
          aria-label="Message"
          placeholder={MESSAGE_TEXTS.placeholder}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value.trim()) onTyping();
          }}
          onKeyDown={onKeyDown}
          aria-invalid={isTooLong || undefined}
          aria-describedby={describedBy || undefined}
          className="min-h-0 flex-1 resize-none"
        />
        <Button type="submit" disabled={!canSend}>
          <Send aria-hidden="true" />
          {isSending ? MESSAGE_TEXTS.sending : MESSAGE_TEXTS.send}
        </Button>
      </div>
      {isTooLong && (
        <p id={errorId} className="text-sm text-destructive">
          {MESSAGE_TEXTS.tooLong}
        </p>
      )}
      <p id={warningId} role="status" className={hasContactDetails ? 'text-sm text-muted-foreground' : 'sr-only'}>
        {hasContactDetails ? CONTACT_MASKING_TEXTS.senderWarning : ''}
      </p>
    </form>
  );
}
