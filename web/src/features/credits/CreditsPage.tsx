import { Card, PageHeader } from '../../components';

/**
 * Where the built-in AI engine's skills vocabulary comes from, with the attributions the O*NET
 * (CC BY 4.0) and ESCO (Commission Decision 2011/833/EU) licences ask for. Reachable signed out.
 */
export function CreditsPage() {
  return (
    <main className="login">
      <section className="login-card" aria-labelledby="credits-title">
        <PageHeader id="credits-title" title="Credits" subtitle="The data the skills engine is built on" />
        <Card title="O*NET" headingLevel={2}>
          <p>
            This product includes information from the O*NET 29.2 Database by the U.S. Department of Labor, Employment and Training
            Administration (USDOL/ETA). Used under the <a href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</a> license. O*NET® is a
            trademark of USDOL/ETA. Modified by Waypoint: technology and tool names, skill and knowledge elements and their occupations were
            filtered, merged and given aliases.
          </p>
        </Card>
        <Card title="ESCO" headingLevel={2}>
          <p>
            This service uses the ESCO classification of the European Commission (v1.1.1), reused under Commission Decision 2011/833/EU. Labels
            were filtered and merged with O*NET&apos;s; the result is not an official ESCO product.
          </p>
        </Card>
        <p>
          <a href="/">Back to Waypoint</a>
        </p>
      </section>
    </main>
  );
}
