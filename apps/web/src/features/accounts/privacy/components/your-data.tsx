import { DATA_EXPORT_PATH, PRIVACY_TEXTS } from '@teenfreelance/contracts/privacy';
import { Download } from 'lucide-react';
import { buttonClasses } from '../../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../../components/ui/card.tsx';

/** 'Your data': the download of everything kept about the user (a plain link: the server answers with the file). */
export function YourData() {
  return (
    <Card>
      <CardContent className="grid gap-3 p-6">
        <section aria-labelledby="your-data" className="grid gap-3">
          <h2 id="your-data" className="text-lg font-semibold">
            {PRIVACY_TEXTS.heading}
          </h2>
          <p className="text-sm text-muted-foreground">{PRIVACY_TEXTS.description}</p>
          <a
            href={DATA_EXPORT_PATH}
            download
            className={buttonClasses({ variant: 'outline', className: 'justify-self-start' })}
          >
            <Download aria-hidden="true" />
            {PRIVACY_TEXTS.download}
          </a>
        </section>
      </CardContent>
    </Card>
  );
}
