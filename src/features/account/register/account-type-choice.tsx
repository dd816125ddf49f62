import { useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { useLanguage } from '@/shared/shopper/use-shopper-context';
import { paths } from '@/shared/config/paths';
import { validationIds } from '@/shared/forms/validation';
import * as button from '@/shared/ui/button.module.css';
import choiceStyles from './choice-fields.module.css';
import styles from './register-form.module.css';
import { useReturnTo } from '../lib/use-return-to';

const choices = ['personal', 'company'] as const;
type Choice = (typeof choices)[number];

const nextStep = {
  personal: paths.registerPersonal,
  company: paths.registerCompany,
} as const;

/**
 * Step 1 of registration (requirements §9.2): 'for myself' or 'for my company', then 'next'. Nothing is
 * chosen in advance: the choice decides prices incl. or excl. VAT, so it should be a conscious one.
 */
export function AccountTypeChoice() {
  const language = useLanguage();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  const id = useId();
  const errorId = `${id}-error`;
  const firstRadio = useRef<HTMLInputElement>(null);
  const [choice, setChoice] = useState<Choice | null>(null);
  const [missing, setMissing] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!choice) {
      setMissing(true);
      firstRadio.current?.focus();
      return;
    }
    void navigate(nextStep[choice].getHref(language, returnTo));
  };

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <p className={styles.intro}>{t('register.promise')}</p>
      <fieldset
        className={missing ? `${choiceStyles.group} ${choiceStyles.invalid}` : choiceStyles.group}
        aria-describedby={missing ? errorId : undefined}
      >
        <legend className={styles.legend}>{t('register.choice.legend')}</legend>
        <div className={choiceStyles.cards}>
          {choices.map((value, index) => (
            <label key={value} className={choiceStyles.card}>
              <input
                ref={index === 0 ? firstRadio : undefined}
                type="radio"
                name="accountType"
                value={value}
                checked={choice === value}
                onChange={() => {
                  setChoice(value);
                  setMissing(false);
                }}
                className={choiceStyles.cardRadio}
                aria-labelledby={`${id}-${value}`}
                aria-describedby={
                  missing ? `${id}-${value}-text ${errorId}` : `${id}-${value}-text`
                }
              />
              <span>
                <span id={`${id}-${value}`} className={choiceStyles.cardTitle}>
                  {t(`register.choice.${value}`)}
                </span>
                <span id={`${id}-${value}-text`} className={choiceStyles.cardText}>
                  {t(`register.choice.${value}.text`)}
                </span>
              </span>
            </label>
          ))}
        </div>
        {missing && (
          <p id={errorId} className={choiceStyles.error}>
            {t(validationIds.required)}
          </p>
        )}
      </fieldset>
      <div className={styles.actions}>
        <button type="submit" className={button.primary}>
          {t('register.next')}
        </button>
        <p className={styles.note}>
          {t('register.join.question')}{' '}
          <Link to={paths.registerCompanyId.getHref(language, returnTo)}>
            {t('register.join.link')}
          </Link>
        </p>
        <p className={styles.note}>
          {t('register.haveAccount')}{' '}
          <Link to={paths.login.getHref(language, returnTo)}>{t('menu.login')}</Link>
        </p>
      </div>
    </form>
  );
}
