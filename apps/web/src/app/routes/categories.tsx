import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Page } from '../../components/page.tsx';
import { CategoryGrid } from '../../features/catalogue/categories/components/category-grid.tsx';
import { paths } from '../../lib/paths.ts';

export default function CategoriesRoute() {
  return (
    <Page
      title="All Categories"
      description="Browse every kind of service our teen freelancers offer."
      before={
        <Link
          to={paths.home.getHref()}
          aria-label="Back to home"
          className={buttonClasses({ variant: 'outline', size: 'icon' })}
        >
          <ArrowLeft aria-hidden="true" />
        </Link>
      }
    >
      <CategoryGrid headingLevel="h2" showSlug />
    </Page>
  );
}
