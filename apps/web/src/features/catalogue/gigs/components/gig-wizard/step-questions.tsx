import {
  REQUIREMENT_KIND_LABELS,
  REQUIREMENT_LIMITS,
  requirementKinds,
  type RequirementKind,
} from '@teenfreelance/contracts/order-requirements';
import { Button } from '../../../../../components/ui/button.tsx';
import { CheckboxField } from '../../../../../components/ui/checkbox-field.tsx';
import { FormField } from '../../../../../components/ui/form-field.tsx';
import { Input } from '../../../../../components/ui/input.tsx';
import { Select } from '../../../../../components/ui/select.tsx';
import { Textarea } from '../../../../../components/ui/textarea.tsx';
import { BLANK_QUESTION, type WizardQuestion } from './wizard-values.ts';

/** Each question's problems, as the form's schema found them. */
export interface QuestionErrors {
  question?: string;
  options?: string;
}

interface StepQuestionsProps {
  questions: readonly WizardQuestion[];
  errors: readonly (QuestionErrors | undefined)[];
  onChange: (questions: WizardQuestion[]) => void;
}

/**
 * The questions a buyer answers after paying (decision 0094), under the
 * description: up to five, each a written answer, a choice of 2 to 10
 * options (typed one a line) or a file, required unless unticked.
 */
export function StepQuestions({ questions, errors, onChange }: StepQuestionsProps) {
  const update = (index: number, change: Partial<WizardQuestion>) =>
    onChange(questions.map((question, i) => (i === index ? { ...question, ...change } : question)));
  const isFull = questions.length >= REQUIREMENT_LIMITS.maxQuestions;

  return (
    <section aria-labelledby="gig-questions" className="grid gap-4 border-t pt-5">
      <div className="grid gap-1">
        <h3 id="gig-questions" className="font-semibold">
          Questions for the buyer (optional)
        </h3>
        <p className="text-sm text-muted-foreground">
          The buyer answers them after paying, and your delivery time starts when they do. Up to{' '}
          {REQUIREMENT_LIMITS.maxQuestions} questions.
        </p>
      </div>
      {questions.length > 0 && (
        <ol className="grid gap-4">
          {questions.map((question, index) => (
            <li key={index} className="grid gap-3 rounded-lg border p-4">
              <FormField label={`Question ${index + 1}`} error={errors[index]?.question}>
                {(control) => (
                  <Input
                    {...control}
                    value={question.question}
                    maxLength={REQUIREMENT_LIMITS.questionMax}
                    onChange={(event) => update(index, { question: event.target.value })}
                  />
                )}
              </FormField>
              <FormField label={`Answer type for question ${index + 1}`}>
                {(control) => (
                  <Select
                    {...control}
                    value={question.kind}
                    onChange={(event) => update(index, { kind: event.target.value as RequirementKind })}
                  >
                    {requirementKinds.map((kind) => (
                      <option key={kind} value={kind}>
                        {REQUIREMENT_KIND_LABELS[kind]}
                      </option>
                    ))}
                  </Select>
                )}
              </FormField>
              {question.kind === 'choice' && (
                <FormField
                  label={`Options for question ${index + 1}`}
                  hint={`One a line, ${REQUIREMENT_LIMITS.optionsMin} to ${REQUIREMENT_LIMITS.optionsMax}`}
                  error={errors[index]?.options}
                >
                  {(control) => (
                    <Textarea
                      {...control}
                      rows={3}
                      value={question.optionsText}
                      onChange={(event) => update(index, { optionsText: event.target.value })}
                    />
                  )}
                </FormField>
              )}
              <div className="flex flex-wrap items-center justify-between gap-2">
                <CheckboxField
                  label={`The buyer must answer question ${index + 1}`}
                  checked={question.required}
                  onChange={(event) => update(index, { required: event.target.checked })}
                />
                <Button variant="ghost" onClick={() => onChange(questions.filter((_, i) => i !== index))}>
                  Remove question {index + 1}
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <div>
        <Button variant="outline" disabled={isFull} onClick={() => onChange([...questions, { ...BLANK_QUESTION }])}>
          Add a question
        </Button>
      </div>
    </section>
  );
}
