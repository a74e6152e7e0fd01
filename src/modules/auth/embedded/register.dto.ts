import { IsEmail, IsOptional, IsString, Length, Matches } from 'class-validator';

/** The embedded provider's registration form. */
export class RegisterDto {
  @Matches(/^[A-Za-z0-9._-]{3,64}$/, { message: 'Username must be 3-64 letters, digits, dots, dashes or underscores.' })
  username: string;

  @IsEmail({}, { message: 'Email must be a valid email address.' })
  @Length(3, 254, { message: 'Email must be a valid email address.' })
  email: string;

  @IsOptional()
  @IsString()
  @Length(0, 100, { message: 'First name must be at most 100 characters.' })
  firstName?: string;

  @IsOptional()
  @IsString()
  @Length(0, 100, { message: 'Last name must be at most 100 characters.' })
  lastName?: string;

  @IsString()
  @Length(10, 128, { message: 'Password must be 10 to 128 characters.' })
  password: string;
}
